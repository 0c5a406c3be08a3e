import { typesLayout } from './page-layout';

/** A types page's text in Italian. */
export const typesContent = typesLayout({
  whyHeading: (name) => `Perché generare ${name} dai tuoi dati`,
  recordsHeading: 'Conta ogni record',
  titles: { optional: 'Chiavi mancanti', nullable: 'Valori null', numbers: 'Numeri', formats: 'Formati ed enum', names: 'Nomi' },
  stepsHeading: 'Come si usa',
  steps: {
    paste: (name) => `Incolla JSON, NDJSON, YAML o CSV nel pannello Dati, oppure apri o trascina un file; i file fino a 2 GB vengono letti a blocchi per generare ${name}.`,
    make: (name) => `Fai clic su Genera tipi o premi Ctrl+Invio: l’output ${name} compare con l’evidenziazione della sintassi, e una riga indica quanti record sono stati letti.`,
    adjust: (name) => `Modifica il nome del tipo radice e le opzioni: l’output ${name} viene riscritto a partire da ciò che è già stato letto.`,
    copy: (name) => `Copia il codice ${name} o scaricalo, oppure scegli un altro linguaggio: gli stessi dati danno gli stessi tipi anche lì.`,
  },
  checkedHeading: 'Verificato da un vero compilatore',
  notesHeading: 'Da sapere',
  notes: {
    invalid: (name) => `Un input non valido viene segnalato con la sua riga e colonna, e niente di esso finisce nell’output ${name}.`,
    memory: (name) => `La memoria cresce con la struttura dei dati, non con la loro dimensione: un milione di record con la stessa forma danno gli stessi tipi ${name} di dieci.`,
    privacy: (name) => `I tuoi dati restano in questa scheda: i tipi ${name} vengono generati da un worker in background, e Annulla lo ferma all’istante.`,
  },
});
