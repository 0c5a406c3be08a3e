import type { ToolContent } from '../../content/types';
import type { TargetText } from './page-text';

/** A types page's text, in Italian: why, what every record decides, how to use it, how it is checked, good to know. */
export function typesContent(t: TargetText): ToolContent {
  return {
    sections: [
      { heading: `Perché generare ${t.name} dai tuoi dati`, paragraphs: [t.why] },
      {
        heading: 'Conta ogni record',
        items: [
          { title: 'Chiavi mancanti', text: t.optional },
          { title: 'Valori null', text: t.nullable },
          { title: 'Numeri', text: t.numbers },
          { title: 'Formati ed enum', text: t.formats },
          { title: 'Nomi', text: t.names },
        ],
      },
      {
        heading: 'Come si usa',
        layout: 'steps',
        items: [
          { text: `Incolla JSON, NDJSON, YAML o CSV nel pannello Dati, oppure apri o trascina un file; i file fino a 2 GB vengono letti a blocchi per generare ${t.name}.` },
          { text: `Fai clic su Genera tipi o premi Ctrl+Invio: l’output ${t.name} compare con l’evidenziazione della sintassi, e una riga indica quanti record sono stati letti.` },
          { text: `Modifica il nome del tipo radice e le opzioni: l’output ${t.name} viene riscritto a partire da ciò che è già stato letto.` },
          { text: `Copia il codice ${t.name} o scaricalo, oppure scegli un altro linguaggio: gli stessi dati danno gli stessi tipi anche lì.` },
        ],
      },
      { heading: 'Verificato da un vero compilatore', paragraphs: [t.checked] },
      {
        heading: 'Da sapere',
        items: [
          { text: t.options },
          { text: `Un input non valido viene segnalato con la sua riga e colonna, e niente di esso finisce nell’output ${t.name}.` },
          { text: `La memoria cresce con la struttura dei dati, non con la loro dimensione: un milione di record con la stessa forma danno gli stessi tipi ${t.name} di dieci.` },
          { text: `I tuoi dati restano in questa scheda: i tipi ${t.name} vengono generati da un worker in background, e Annulla lo ferma all’istante.` },
        ],
      },
    ],
  };
}
