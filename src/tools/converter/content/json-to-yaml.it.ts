import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to YAML page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Da JSON a YAML senza sorprese',
      paragraphs: [
        'La configurazione di Kubernetes, GitHub Actions, Ansible o Docker Compose si scrive in YAML, mentre i dati nascono spesso come JSON da un’API o da uno script. Questo convertitore riscrive un documento JSON come YAML in stile a blocchi che, riletto, restituisce esattamente gli stessi dati.',
      ],
    },
    {
      heading: 'Regole di conversione',
      items: [
        { title: 'Numeri esatti', text: 'I numeri sono copiati come sono scritti: 12345678901234567890 resta intero, 1.0 mantiene il punto decimale e -0 il segno. Un convertitore basato su JSON.parse arrotonderebbe ogni intero oltre 2^53.' },
        { title: 'Virgolette accurate', text: 'Stringhe come "yes", "no", "on", "null", "1.5" o "2024-01-15" sono messe tra virgolette, così né un lettore YAML 1.1 né uno YAML 1.2 le trasforma in booleani, numeri o date.' },
        { title: 'Ordine delle chiavi', text: 'Le chiavi compaiono nell’ordine del JSON, comprese quelle che sembrano numeri.' },
        { title: 'Contenitori vuoti', text: 'Oggetti e array vuoti sono scritti come {} e [] per mantenere il loro tipo.' },
        { title: 'Chiavi duplicate', text: 'YAML le vieta: vince l’ultimo valore, come in JSON.parse, e una nota sotto l’output indica quante ne sono state scartate.' },
      ],
    },
    {
      heading: 'Come convertire',
      layout: 'steps',
      items: [
        { text: 'Incolla il JSON nel pannello Input JSON, oppure apri o trascina un file .json.' },
        { text: 'Fai clic su Converti o premi Ctrl+Invio; un JSON non valido viene segnalato con riga e colonna.' },
        { text: 'Leggi lo YAML nel pannello di output, comprimi le sezioni o cercaci dentro con Trova.' },
        { text: 'Copia lo YAML o scaricalo come converted.yaml.' },
      ],
    },
    {
      heading: 'Buono a sapersi',
      items: [
        { text: 'L’indentazione è di due spazi, con i trattini delle sequenze indentati sotto la loro chiave: il layout accettato dalla maggior parte dei linter.' },
        { text: 'Le stringhe su più righe sono scritte tra virgolette doppie con escape \\n, che ogni lettore YAML interpreta allo stesso modo.' },
        { text: 'Riconvertire lo YAML con lo strumento YAML in JSON restituisce il documento originale, formattato.' },
        { text: 'Dieci megabyte di JSON si convertono in un worker in background in circa un secondo; Annulla lo ferma subito.' },
      ],
    },
  ],
};
