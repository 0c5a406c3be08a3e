import type { ToolContent } from '../../content/types';
import type { TargetText } from './page-text';

/** A types page's text in French: why, what every record decides, how to use it, how it is checked, good to know. */
export function typesContent(t: TargetText): ToolContent {
  return {
    sections: [
      { heading: `Pourquoi générer du ${t.name} depuis vos données`, paragraphs: [t.why] },
      {
        heading: 'Chaque enregistrement compte',
        items: [
          { title: 'Clés absentes', text: t.optional },
          { title: 'Valeurs null', text: t.nullable },
          { title: 'Nombres', text: t.numbers },
          { title: 'Formats et enums', text: t.formats },
          { title: 'Noms', text: t.names },
        ],
      },
      {
        heading: 'Comment l’utiliser',
        layout: 'steps',
        items: [
          { text: `Collez du JSON, NDJSON, YAML ou CSV dans le panneau Données, ou ouvrez ou déposez un fichier\u00a0; les fichiers jusqu’à 2 Go sont lus par parties pour en tirer le code ${t.name}.` },
          { text: `Cliquez sur Générer les types ou appuyez sur Ctrl+Entrée\u00a0: la sortie ${t.name} s’affiche avec sa coloration syntaxique, et une ligne indique combien d’enregistrements ont été lus.` },
          { text: `Ajustez le nom du type racine et les options\u00a0: la sortie ${t.name} est réécrite à partir de ce qui a déjà été lu.` },
          { text: `Copiez le code ${t.name} ou téléchargez-le, ou choisissez un autre langage\u00a0: les mêmes données y donnent les mêmes types.` },
        ],
      },
      { heading: 'Vérifié par un vrai compilateur', paragraphs: [t.checked] },
      {
        heading: 'Bon à savoir',
        items: [
          { text: t.options },
          { text: `Une entrée invalide est signalée avec sa ligne et sa colonne, et rien n’en passe dans la sortie ${t.name}.` },
          { text: `La mémoire croît avec la structure des données, pas avec leur taille\u00a0: un million d’enregistrements de même forme donnent les mêmes types ${t.name} que dix.` },
          { text: `Vos données restent dans cet onglet\u00a0: les types ${t.name} sont générés dans un worker en arrière-plan, et Annuler l’arrête immédiatement.` },
        ],
      },
    ],
  };
}
