import type { LegalPage } from './privacy';

/** Teksten van het privacybeleid. */
export const privacy: LegalPage = {
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Samenvatting',
      paragraphs: [
        'DevToolbox verwerkt alles wat je in zijn tools plakt, typt of opent in je eigen browser. Niets wat je invoert wordt naar ons of naar iemand anders gestuurd, en niets wordt op een server opgeslagen. Je hebt geen account nodig en we vragen niet wie je bent.',
      ],
    },
    {
      heading: 'Inhoud die je plakt of opent',
      paragraphs: [
        'Alle verwerking van de inhoud die je in een tool plakt of uit een bestand opent, gebeurt in je browser: formatteren, valideren, vergelijken, PDF-export en het genereren van testdata en JSON-records. Bestanden die je opent worden lokaal door je browser gelezen en niet geüpload.',
        'Niets wat je plakt wordt over het netwerk verstuurd. De formatters bewaren je laatste invoer op je eigen apparaat, zodat die er na herladen nog is (zie ‘Opslag op je apparaat’); de andere tools bewaren niets: als je hun pagina sluit of herlaadt, is de inhoud weg, tenzij je die zelf hebt gekopieerd of gedownload.',
      ],
    },
    {
      heading: 'Geïnstalleerde app',
      paragraphs: [
        'Je browser kan aanbieden om DevToolbox als app te installeren. Geïnstalleerd kan die bestanden van je computer in de passende tool openen, bijvoorbeeld een .json-bestand in de JSON Formatter: de browser geeft het bestand aan de pagina, die het op je apparaat leest, precies zoals Bestand openen dat doet. Er wordt niets geüpload.',
        'Tekst die je vanuit een andere app met de geïnstalleerde app deelt, wordt ontvangen door de eigen service worker van de site op je apparaat; die bewaart hem in de cache storage van je browser alleen tot de toolpagina hem heeft geopend, en verwijdert hem dan. Hij wordt nooit deel van een adres en nooit naar een server gestuurd. Het installeren van de app voegt geen tracking en geen verzoeken naar andere origins toe.',
      ],
    },
    {
      heading: 'Netwerkverzoeken',
      paragraphs: [
        'Standaard stuurt de site geen analytics, geen foutrapporten en geen prestatiegegevens, en doet ze geen verzoeken naar andere origins. De lettertypen worden zelf gehost en de formatter-engines worden van dezelfde site geladen als de pagina’s.',
        'Zoals bij elke website ontvangt de server die de pagina’s levert de gebruikelijke technische gegevens van het verzoek, zoals je IP-adres, het type browser en de gevraagde pagina, om je de pagina te kunnen sturen. De inhoud die je in de tools plakt of opent, maakt nooit deel uit van deze verzoeken.',
        'Wie deze kopie van de site beheert, kan naast de pagina’s een instellingenbestand (config.json) plaatsen; elke pagina leest het dan bij het laden van dezelfde site. Het bevat alleen de keuzes van die beheerder: tools om te verbergen, een contactadres en een melding voor de startpagina. Het verzoek bevat niets over jou of je invoer, en na je eerste bezoek wordt een kopie bewaard bij de offlinebestanden van de site.',
      ],
    },
    {
      heading: 'Optionele analytics en foutrapportage',
      paragraphs: [
        'Wie een installatie van DevToolbox beheert, kan bij het bouwen elk van de volgende onderdelen inschakelen: paginastatistieken (paginaweergaven, met geanonimiseerd IP-adres), gebruiksevents van tools (bijvoorbeeld dat formatteren is gestart of voltooid), foutrapporten en prestatiemetingen zoals laadtijden van pagina’s.',
        'Deze events bevatten nooit je invoer: geen geplakte code, geen gegenereerde waarden en geen bestandsinhoud. Als ze zijn ingeschakeld, gaan ze naar de analytics- of foutrapportagedienst die de beheerder heeft ingesteld, die ze onder eigen voorwaarden verwerkt en cookies kan gebruiken.',
      ],
    },
    {
      heading: 'Feedback',
      paragraphs: [
        'Als voor de installatie een feedback-endpoint is ingesteld, stuurt het feedbackformulier de naam, het e-mailadres en het bericht die je invult, en verder niets, zodat we ze kunnen lezen en beantwoorden. Is er geen endpoint ingesteld, dan opent het formulier je eigen e-mailprogramma en wordt er niets verstuurd tot je de e-mail zelf verstuurt.',
      ],
    },
    {
      heading: 'Opslag op je apparaat',
      paragraphs: [
        'Je themavoorkeur en de instellingen van de tools worden in de localStorage van je browser op je apparaat bewaard, zodat ze er bij je volgende bezoek nog zijn: de themavoorkeur, de taal die je koos (in het taalmenu of in het aanbod om te wisselen), de vergelijkopties (witruimte, hoofdletters en sleutelvolgorde negeren; woorden of tekens markeren; weergave, indeling en contextregels), het schema van de JSON-generator, de formatteropties van elke taal (inspringing, regelbreedte, minify, sleutels sorteren, SQL-dialect), de instelling formatteren bij plakken en de weergave-instellingen van de formatteruitvoer (regelafbreking, syntaxkleuren). Ze worden nooit ergens naartoe gestuurd. Standaard plaatst de site geen cookies.',
        'Elke formatter bewaart ook je laatste invoer, in de IndexedDB-database ‘devtoolbox’ van je browser op je apparaat: de laatste invoer van elke formatter, tot 5 MB per stuk, onder de naam van de tool, tot je op Wissen klikt. Invoer boven 5 MB wordt niet bewaard, en de pagina meldt dat. Deze tekst wordt nooit ergens naartoe gestuurd. De knop Wissen van de formatter maakt de invoer leeg en verwijdert de bewaarde kopie en de opties van die taal.',
        'Je kunt alles wat de site bewaart op elk moment verwijderen door de sitegegevens van deze site te wissen in de instellingen van je browser.',
        'Zodat de tools ook zonder verbinding werken, bewaart de site na je eerste bezoek een kopie van haar eigen pagina’s en formatter-engines in de cache storage van je browser. Die kopie bevat alleen de bestanden van de site (en heel even tekst die je met de geïnstalleerde app deelt, zie ‘Geïnstalleerde app’), nooit iets wat je in een tool hebt ingevoerd, en wordt met de rest van de gegevens van deze site verwijderd.',
      ],
    },
    {
      heading: 'Deellinks',
      paragraphs: [
        'Een deellink van de JSON-generator draagt de veldenlijst (namen, typen en opties) in het deel van het adres na #, dat browsers naar geen enkele server sturen, en bij ons wordt niets bewaard. Iedereen aan wie je de link geeft, kan die veldenlijst lezen.',
        'Een deellink van een formatter draagt je invoer (gecomprimeerd, niet versleuteld) en de opties van die taal in hetzelfde deel van het adres na #, zodat de invoer nooit een server bereikt, ook de onze niet; links zijn beperkt tot 64 KB. Iedereen aan wie je de link geeft, kan de invoer lezen, en die blijft in de browsergeschiedenis van wie hem opent.',
      ],
    },
    {
      heading: 'Klembord',
      paragraphs: [
        'De site schrijft alleen naar je klembord als je daarom vraagt: als je op een kopieerknop klikt, of als je een testdatawaarde genereert, die automatisch wordt gekopieerd.',
      ],
    },
    {
      heading: 'Kinderen',
      paragraphs: ['DevToolbox is een tool voor developers en testers en is niet gericht op kinderen. Omdat we via de tools geen persoonsgegevens verzamelen, hebben we er ook geen over kinderen.'],
    },
    {
      heading: 'Wijzigingen in dit beleid',
      paragraphs: [
        'Als de manier waarop de site met gegevens omgaat verandert, wordt deze pagina bijgewerkt en verandert de datum bovenaan. Elke nieuwe soort gegevens die wordt verstuurd, wordt hier beschreven.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Vragen over privacy kun je sturen naar het contactadres in de footer of via het feedbackformulier.'],
    },
  ],
};
