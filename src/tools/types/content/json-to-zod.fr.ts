import { typesContent } from '../page-text.fr';

/** Static text of the JSON to Zod page, in French. */
export const content = typesContent({
  name: 'Zod',
  why: 'Zod vérifie les données à l’exécution : un schéma trop permissif laisse passer de mauvais enregistrements, et un schéma trop strict casse sur de bons. Le générer à partir de chaque enregistrement de données réelles donne des objets stricts qui acceptent ce que vous avez aujourd’hui, avec le type statique inféré du même schéma.',
  optional: 'une clé absente de certains enregistrements se termine par .optional(), si bien qu’un enregistrement qui ne la contient pas est quand même accepté.',
  nullable: 'une clé parfois null se termine par .nullable(), ou par .nullish() quand elle peut aussi manquer.',
  numbers: 'les entiers deviennent z.int(), les nombres décimaux z.number() ; les entiers au-delà de 2^53 restent z.number() avec un commentaire, car z.int() refuse les entiers non sûrs que produit JSON.parse.',
  formats: 'les chaînes qui sont toutes des dates-heures, des dates, des e-mails, des URL ou des UUID reçoivent z.iso.datetime(), z.iso.date(), z.email(), z.url() ou z.uuid() ; les enums deviennent z.enum([…]) quand vous les demandez.',
  names: 'les objets sont des z.strictObject, donc les clés inconnues échouent ; chaque schéma est déclaré avant ceux qui l’utilisent, avec son type z.infer.',
  checked: 'Nos tests importent le module Zod 4 généré, parsent chaque échantillon réel avec lui, et exigent qu’un enregistrement avec une clé inconnue et un enregistrement avec un mauvais type échouent ; tsc --strict vérifie aussi le module lui-même.',
  options: 'Options : schémas readonly, formats et enums activés ou non, clés absentes et nulls distingués ou écrits avec .nullish(), et le nom du schéma racine.',
});
