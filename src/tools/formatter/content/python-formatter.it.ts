import type { ToolContent } from '../../../content/types';

/** Static text of the Python Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare il Python',
      paragraphs: [
        'In Python l’indentazione è sintassi, e la PEP 8 fissa le aspettative per tutto il resto: spaziatura, lunghezza delle righe e righe vuote. Black ha diffuso nella community Python un unico stile non configurabile; il formattatore di Ruff produce quello stile molto più velocemente. Uno stile condiviso mantiene le review sul comportamento, non sul layout.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Il formattatore di Ruff nel browser', text: 'Il formattatore in Rust del progetto Ruff, compilato in WebAssembly. Il suo output è quasi identico a quello di Black.' },
        { title: 'Impostazioni alla Black', text: 'Righe fino a 88 caratteri, indentazione a 4 spazi, stringhe tra virgolette doppie e due righe vuote attorno alle definizioni di primo livello.' },
        { title: 'Magic trailing comma', text: 'Una virgola dopo l’ultimo elemento mantiene una lista, una chiamata o una firma espansa con un elemento per riga; senza, le collezioni brevi vengono unite su una riga.' },
        { title: 'Python moderno', text: 'Istruzioni match, f-string, type hint, l’operatore walrus e codice asincrono vengono compresi.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla codice Python in Codice di input.' },
        { text: 'Fai clic su Formatta il codice. La prima volta il motore di Ruff (circa 1,2 MB) viene caricato nella pagina.' },
        { text: 'Ruff analizza il codice in un albero sintattico; un errore di indentazione o di sintassi viene segnalato con la sua posizione.' },
        { text: 'L’albero viene scritto in stile compatibile con Black; copia il risultato.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Esegui ruff format in un hook di pre-commit o in CI con le stesse impostazioni, e tieni la configurazione in pyproject.toml sotto [tool.ruff].' },
        { text: 'Il formattatore non ordina gli import; lo fa ruff check --select I --fix.' },
        { text: 'Aggiungi una virgola finale alle collezioni che vuoi mantenere con un elemento per riga.' },
        { text: 'Indenta solo con spazi; mischiare tabulazioni e spazi solleva un TabError in Python 3.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Ripulire codice copiato da notebook Jupyter prima di spostarlo in un modulo.' },
        { text: 'Formattare script e snippet per documentazione o risposte ai colleghi.' },
        { text: 'Verificare se uno snippet incollato è Python sintatticamente valido.' },
        { text: 'Riordinare codice Django, Flask o FastAPI quando non hai strumenti configurati in locale.' },
      ],
    },
  ],
};
