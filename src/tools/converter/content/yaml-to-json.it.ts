import type { ToolContent } from '../../../content/types';

/** Static text of the YAML to JSON page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Leggere YAML come JSON',
      paragraphs: [
        'Molti strumenti accettano solo JSON: un validatore di schema, jq, un client HTTP, un loader di fixture di test. Questa pagina legge un file YAML con lo schema core di YAML 1.2 e scrive gli stessi dati come JSON indentato, mantenendo l’ordine delle chiavi e le cifre esatte dei numeri grandi.',
      ],
    },
    {
      heading: 'Come viene letto lo YAML',
      items: [
        { title: 'Ancore e alias', text: 'Ogni *alias è sostituito da una copia del nodo indicato dalla sua &ancora; un nodo che fa riferimento a sé stesso è rifiutato, perché JSON non può esprimere un ciclo.' },
        { title: 'Merge key', text: '<<: *defaults copia le chiavi del mapping unito, e le chiavi scritte accanto hanno la precedenza, come si aspetta Docker Compose.' },
        { title: 'Tipi YAML 1.2', text: 'yes, on e 2024-01-15 restano stringhe; true, false, null, ~ e numeri come 0x1F o 1e3 diventano valori JSON.' },
        { title: 'Interi grandi', text: 'Un intero come 123456789012345678901 è scritto con tutte le sue cifre invece di essere arrotondato.' },
        { title: 'Più documenti', text: 'Un file con separatori --- diventa un array JSON dei suoi documenti, e una nota lo indica.' },
      ],
    },
    {
      heading: 'Passaggi',
      layout: 'steps',
      items: [
        { text: 'Incolla lo YAML nel pannello Input YAML o trascinaci sopra un file .yaml o .yml.' },
        { text: 'Fai clic su Converti; un errore di sintassi indica la riga e la colonna in cui la lettura si è fermata.' },
        { text: 'Controlla le note sotto l’output per tutto ciò che JSON non ha potuto contenere.' },
        { text: 'Copia il JSON o scaricalo come converted.json.' },
      ],
    },
    {
      heading: 'Cosa JSON non può contenere',
      items: [
        { text: '.inf, -.inf e .nan non hanno una forma JSON e sono scritti come null, ciascuno indicato in una nota.' },
        { text: 'Una chiave di mapping che è a sua volta una lista o un mapping diventa il testo JSON di quella chiave.' },
        { text: 'I commenti e la scelta tra stile a blocchi e stile flow sono layout, non dati, e non vengono conservati.' },
        { text: 'I tag personalizzati come !Ref sono rifiutati con un messaggio invece di essere indovinati.' },
      ],
    },
  ],
};
