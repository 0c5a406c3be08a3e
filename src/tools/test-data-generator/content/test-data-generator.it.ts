import type { ToolContent } from '../../../content/types';

/** Testo della pagina del generatore di dati di test. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Vantaggi',
      items: [
        { title: 'Accettati dai validatori reali', text: 'I valori superano i controlli dei sistemi in produzione, come la prova dell’11, il mod 97 e le regole dei piani di numerazione, quindi moduli e API li accettano.' },
        { title: 'Nessun dato personale reale', text: 'I valori generati sostituiscono le copie dei dati dei clienti negli ambienti di test.' },
        { title: 'Un clic per valore', text: 'Ogni valore viene copiato negli appunti appena generato.' },
        { title: 'Privato', text: 'Tutto viene generato nel tuo browser; nulla viene inviato o salvato.' },
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { text: '36 paesi: i 27 Stati membri dell’UE più Regno Unito, Norvegia, Svizzera, Islanda, Liechtenstein, Monaco, Andorra, San Marino e Città del Vaticano.' },
        { text: 'Dati di riferimento per paese: codici bancari, lunghezze IBAN, formati di telefono e passaporto, nomi di vie, città e formati di CAP.' },
        { text: 'Un nuovo valore a ogni clic; il risultato precedente viene prima cancellato.' },
        { text: 'I Paesi Bassi sono selezionati per impostazione predefinita: è l’unico paese con il pulsante BSN.' },
      ],
    },
    {
      heading: 'Tipi di dati e regole di validazione',
      items: [
        { title: 'BSN', text: 'Il numero di servizio al cittadino olandese: nove cifre che superano la prova dell’11, 9×d1 + 8×d2 + … + 2×d8 − d9 divisibile per 11.' },
        {
          title: 'IBAN',
          text: 'Codice paese, cifre di controllo conformi al mod 97, un codice bancario reale e cifre di controllo nazionali dove il paese le prevede (Belgio, Francia, Spagna, Italia).',
        },
        { title: 'Passaporto', text: 'Un numero di documento nel formato del paese, ad esempio nove lettere e cifre per i Paesi Bassi (mai la lettera O).' },
        { title: 'Indirizzo', text: 'Via, numero civico (da 1 a 150) e una città reale con un CAP di quella città, nel formato del paese.' },
        { title: 'Telefono', text: 'Formato internazionale con + e prefisso del paese, valido nel piano di numerazione nazionale.' },
        {
          title: 'Azienda',
          text: 'Un nome con la sua forma giuridica (GmbH, SARL, Oy), partita IVA e numero di registrazione validi, dominio coerente, indirizzo, IBAN.',
        },
        {
          title: 'Scarica in un file',
          text: 'Persone, aziende o singoli valori: fino a 1.000.000 di righe in CSV, JSON, NDJSON o SQL.',
        },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Usa i valori solo in sistemi di sviluppo e di test; sono fittizi e non devono servire a identificare qualcuno né a pagare.' },
        { text: 'Un numero valido casuale può coincidere con un conto, un telefono o un BSN reali: non inviarvi mai denaro, chiamate o lettere.' },
        { text: 'Verifica anche il caso negativo: cambia una cifra e controlla che il tuo validatore rifiuti il valore.' },
        { text: 'Prova con più paesi per scoprire validazioni che presuppongono, senza dirlo, un solo formato nazionale.' },
      ],
    },
    {
      heading: 'Casi d’uso',
      items: [
        { text: 'Compilare moduli di registrazione, onboarding e checkout durante i test manuali.' },
        { text: 'Popolare le fixture dei test Playwright, Cypress o delle API.' },
        { text: 'Verificare la validazione IBAN nei flussi di pagamento e di addebito diretto SEPA.' },
        { text: 'Controllare come l’interfaccia gestisce indirizzi esteri, nomi di città lunghi e formati di telefono.' },
      ],
    },
  ],
};
