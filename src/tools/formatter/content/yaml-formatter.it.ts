import type { ToolContent } from '../../../content/types';

/** Static text of the YAML Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare lo YAML',
      paragraphs: [
        'In YAML l’indentazione è la struttura. Una chiave indentata di due spazi di troppo passa in silenzio sotto un altro genitore, e le tabulazioni non sono proprio ammesse per l’indentazione. Manifest Kubernetes, pipeline di CI e file Compose falliscono allora in modi poco chiari, quindi un layout coerente e un controllo precoce della sintassi fanno risparmiare vero tempo di debug.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Prettier per YAML', text: 'I documenti vengono riscritti con indentazione a 2 spazi e spaziatura coerente dopo i due punti e i trattini delle sequenze.' },
        { title: 'Niente va perso', text: 'Commenti, anchor (&), alias (*), merge key (<<) e scalari a blocco (| e >) restano come sono scritti.' },
        { title: 'File con più documenti', text: 'Più documenti separati da --- restano separati, come in un unico file di manifest Kubernetes.' },
        { title: 'Errori di sintassi localizzati', text: 'Indentazione errata, virgolette non chiuse e mapping non validi vengono segnalati con la loro posizione.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla uno o più documenti YAML in Codice di input.' },
        { text: 'Fai clic su Formatta il codice. Lo YAML viene analizzato con i commenti legati ai nodi vicini.' },
        { text: 'Prettier scrive ogni documento con un’indentazione uniforme.' },
        { text: 'Copia il risultato, o comprimi mapping e sequenze per controllare l’annidamento.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Metti tra virgolette valori come no, yes, on, off, 1.10 o 010: i parser YAML 1.1 li leggono come booleani o numeri (il «problema della Norvegia», in cui NO diventa false).' },
        { text: 'Mantieni univoche le chiavi di un mapping; molti parser tengono solo l’ultimo valore senza avvisare.' },
        { text: 'Usa anchor e alias per riutilizzare blocchi ripetuti, ma tienili vicini così chi legge può seguirli.' },
        { text: 'Valida anche rispetto a uno schema, per esempio con kubeconform per Kubernetes o con il JSON Schema del tuo sistema di CI.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Controllare manifest Kubernetes e file di values di Helm.' },
        { text: 'Sistemare pipeline di GitHub Actions e GitLab CI dopo un errore di indentazione.' },
        { text: 'Riordinare file Docker Compose e playbook Ansible.' },
        { text: 'Leggere lunghe specifiche OpenAPI.' },
      ],
    },
  ],
};
