import { typesLayout } from './page-layout';

/** A types page's text in French. */
export const typesContent = typesLayout({
  whyHeading: (name) => `Pourquoi générer du ${name} depuis vos données`,
  recordsHeading: 'Chaque enregistrement compte',
  titles: { optional: 'Clés absentes', nullable: 'Valeurs null', numbers: 'Nombres', formats: 'Formats et enums', names: 'Noms' },
  stepsHeading: 'Comment l’utiliser',
  steps: {
    paste: (name) => `Collez du JSON, NDJSON, YAML ou CSV dans le panneau Données, ou ouvrez ou déposez un fichier\u00a0; les fichiers jusqu’à 2 Go sont lus par parties pour en tirer le code ${name}.`,
    make: (name) => `Cliquez sur Générer les types ou appuyez sur Ctrl+Entrée\u00a0: la sortie ${name} s’affiche avec sa coloration syntaxique, et une ligne indique combien d’enregistrements ont été lus.`,
    adjust: (name) => `Ajustez le nom du type racine et les options\u00a0: la sortie ${name} est réécrite à partir de ce qui a déjà été lu.`,
    copy: (name) => `Copiez le code ${name} ou téléchargez-le, ou choisissez un autre langage\u00a0: les mêmes données y donnent les mêmes types.`,
  },
  checkedHeading: 'Vérifié par un vrai compilateur',
  notesHeading: 'Bon à savoir',
  notes: {
    invalid: (name) => `Une entrée invalide est signalée avec sa ligne et sa colonne, et rien n’en passe dans la sortie ${name}.`,
    memory: (name) => `La mémoire croît avec la structure des données, pas avec leur taille\u00a0: un million d’enregistrements de même forme donnent les mêmes types ${name} que dix.`,
    privacy: (name) => `Vos données restent dans cet onglet\u00a0: les types ${name} sont générés dans un worker en arrière-plan, et Annuler l’arrête immédiatement.`,
  },
});
