import type { ToolContent } from '../../content/types';

/** Static text of the XPath Tester page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Fai una domanda a un documento XML',
      paragraphs: [
        'Le risposte SOAP, le build Maven, i manifest Android, le fatture UBL e i feed sono XML, e il modo più rapido per trovarci qualcosa è un’espressione XPath: l’artifactId di ogni dipendenza, il totale delle righe di una fattura, gli elementi di un feed che parlano di Marte. Questa pagina valuta l’espressione mentre scrivi ed elenca ogni nodo selezionato con la sua posizione nel documento.',
      ],
    },
    {
      heading: 'Cosa ottieni',
      items: [
        { title: 'libxml2, come xmllint', text: 'Ogni espressione che XPath 1.0 sa valutare è valutata da libxml2 compilato in WebAssembly, la libreria dietro xmllint: ottieni quindi gli stessi risultati dei tuoi script.' },
        { title: 'Anche XPath 3.1', text: 'Le espressioni che richiedono XPath 3.1, come for, l’operatore !, string-join o le map, sono valutate da fontoxpath; la pagina dice quale motore ha risposto.' },
        { title: 'Dove si trova ogni nodo', text: 'Ogni nodo arriva con il suo location path, come /rss/channel/item[3]/title, e con riga e colonna; un clic ci porta il cursore nel documento.' },
        { title: 'Namespace', text: 'I prefissi dichiarati dal documento funzionano così come sono. Associane altri, o un prefisso per il namespace predefinito, nel campo Namespace come prefisso=URI.' },
        { title: 'Risultati mentre scrivi', text: 'L’espressione viene eseguita un attimo dopo che smetti di scrivere, Invio la esegue subito, e il documento resta nel worker tra una query e l’altra, così uno grande viene analizzato una volta sola.' },
      ],
    },
    {
      heading: 'Interrogare un documento',
      layout: 'steps',
      items: [
        { text: 'Incolla l’XML nell’editor Input XML, apri un file o trascinalo sull’editor.' },
        { text: 'Scrivi un’espressione XPath, per esempio //item/title o count(//dependency).' },
        { text: 'Scegli un risultato per vederlo nel documento; Scarica risultati salva l’intero elenco con percorsi e righe.' },
        { text: 'Il formattatore XML ha lo stesso pannello XPath accanto al suo output, per il documento appena formattato.' },
      ],
    },
    {
      heading: 'Dettagli',
      items: [
        { text: 'XPath non ha un namespace predefinito per gli elementi: in un documento con xmlns="…" (un POM Maven, un SVG), associa un prefisso a quell’URI, come pom=http://maven.apache.org/POM/4.0.0, e scrivi //pom:dependency.' },
        { text: 'I numeri sono scritti come li scrive XPath 1.0, qualunque motore abbia risposto: 4799940000, 0.333333333333333, NaN.' },
        { text: 'Per XPath gli spazi tra gli elementi fanno parte del documento, come in xmllint: text() e node() li contano.' },
        { text: 'Nulla viene caricato dalla rete: le entità esterne non vengono mai espanse e il documento resta nel tuo browser.' },
      ],
    },
  ],
};
