import type { ToolContent } from '../../../content/types';

/** Static text of the Python Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le Python',
      paragraphs: [
        'En Python, l’indentation fait partie de la syntaxe, et la PEP 8 fixe les attentes pour tout le reste : espacement, longueur de ligne et lignes vides. Black a répandu un style unique et non configurable dans la communauté Python ; le formateur de Ruff produit ce style bien plus vite. Un style partagé garde les revues centrées sur le comportement, pas sur la mise en page.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'Le formateur de Ruff dans le navigateur', text: 'Le formateur en Rust du projet Ruff, compilé en WebAssembly. Sa sortie est presque identique à celle de Black.' },
        { title: 'Réglages à la Black', text: 'Lignes de 88 caractères au plus, indentation de 4 espaces, chaînes entre guillemets doubles et deux lignes vides autour des définitions de premier niveau.' },
        { title: 'Virgule finale magique', text: 'Une virgule après le dernier élément garde une liste, un appel ou une signature déployés à raison d’un élément par ligne ; sans elle, les collections courtes tiennent sur une ligne.' },
        { title: 'Python moderne', text: 'Instructions match, f-strings, annotations de type, opérateur morse et code asynchrone sont compris.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez du code Python dans Code en entrée.' },
        { text: 'Cliquez sur Formater le code. La première fois, le moteur Ruff (environ 1,2 Mo) est chargé dans la page.' },
        { text: 'Ruff analyse le code en arbre syntaxique ; une erreur d’indentation ou de syntaxe est signalée avec sa position.' },
        { text: 'L’arbre est écrit dans un style compatible avec Black ; copiez le résultat.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Lancez ruff format dans un hook pre-commit ou en CI avec les mêmes réglages, et gardez la configuration dans pyproject.toml sous [tool.ruff].' },
        { text: 'Le formateur ne trie pas les imports ; ruff check --select I --fix s’en charge.' },
        { text: 'Ajoutez une virgule finale aux collections qui doivent rester à un élément par ligne.' },
        { text: 'Indentez uniquement avec des espaces ; mélanger tabulations et espaces lève une TabError en Python 3.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Nettoyer du code copié depuis des notebooks Jupyter avant de le placer dans un module.' },
        { text: 'Formater des scripts et extraits pour la documentation ou des réponses à des collègues.' },
        { text: 'Vérifier qu’un extrait collé est du Python syntaxiquement valide.' },
        { text: 'Ranger du code Django, Flask ou FastAPI quand aucun outil local n’est installé.' },
      ],
    },
  ],
};
