import type { ToolContent } from '../../../content/types';

/** Tekst strony generatora danych testowych. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Zalety',
      items: [
        { title: 'Akceptowane przez prawdziwe walidatory', text: 'Wartości przechodzą kontrole systemów produkcyjnych, takie jak test jedenastkowy, mod 97 i reguły planów numeracji, więc formularze i API je przyjmują.' },
        { title: 'Żadnych prawdziwych danych osobowych', text: 'Wygenerowane wartości zastępują kopie danych klientów w środowiskach testowych.' },
        { title: 'Jedno kliknięcie na wartość', text: 'Każda wartość trafia do schowka od razu po wygenerowaniu.' },
        { title: 'Prywatnie', text: 'Wszystko powstaje w Twojej przeglądarce; nic nie jest wysyłane ani zapisywane.' },
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { text: '36 krajów: 27 państw członkowskich UE oraz Wielka Brytania, Norwegia, Szwajcaria, Islandia, Liechtenstein, Monako, Andora, San Marino i Watykan.' },
        { text: 'Dane referencyjne każdego kraju: kody banków, długości IBAN, wzorce numerów telefonów i paszportów, nazwy ulic, miejscowości i formaty kodów pocztowych.' },
        { text: 'Nowa wartość przy każdym kliknięciu; poprzedni wynik jest najpierw czyszczony.' },
        { text: 'Domyślnie wybrana jest Holandia, jedyny kraj z przyciskiem BSN.' },
      ],
    },
    {
      heading: 'Rodzaje danych i reguły walidacji',
      items: [
        { title: 'BSN', text: 'Holenderski numer obywatelski: dziewięć cyfr przechodzących test jedenastkowy, 9×d1 + 8×d2 + … + 2×d8 − d9 podzielne przez 11.' },
        {
          title: 'IBAN',
          text: 'Kod kraju, cyfry kontrolne zgodne z mod 97, prawdziwy kod banku i krajowe cyfry kontrolne tam, gdzie kraj je stosuje (Belgia, Francja, Hiszpania, Włochy).',
        },
        { title: 'Paszport', text: 'Numer dokumentu w formacie kraju, np. dziewięć liter i cyfr dla Holandii (nigdy litera O).' },
        { title: 'Adres', text: 'Ulica, numer domu (od 1 do 150) i prawdziwa miejscowość z jej kodem pocztowym, w układzie przyjętym w danym kraju.' },
        { title: 'Telefon', text: 'Format międzynarodowy z + i numerem kierunkowym kraju, zgodny z krajowym planem numeracji.' },
        {
          title: 'Firma',
          text: 'Nazwa z formą prawną (GmbH, SARL, Oy), poprawne numery VAT i rejestrowe, pasująca domena, adres, IBAN.',
        },
        {
          title: 'Pobieranie do pliku',
          text: 'Osoby, firmy lub pojedyncze wartości: do 1 000 000 wierszy jako CSV, JSON, NDJSON lub SQL.',
        },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Używaj tych wartości tylko w systemach deweloperskich i testowych; są fikcyjne i nie mogą służyć do identyfikowania kogokolwiek ani do płatności.' },
        { text: 'Losowy poprawny numer może należeć do prawdziwego konta, telefonu lub numeru BSN, więc nigdy nie wysyłaj na niego pieniędzy, nie dzwoń i nie wysyłaj listów.' },
        { text: 'Testuj też przypadek negatywny: zmień jedną cyfrę i sprawdź, czy walidator odrzuca wartość.' },
        { text: 'Testuj z kilkoma krajami, aby wychwycić walidację, która po cichu zakłada jeden format krajowy.' },
      ],
    },
    {
      heading: 'Zastosowania',
      items: [
        { text: 'Wypełnianie formularzy rejestracji, onboardingu i zakupu podczas testów ręcznych.' },
        { text: 'Przygotowywanie fixture’ów do testów Playwright, Cypress lub API.' },
        { text: 'Sprawdzanie walidacji IBAN w płatnościach i poleceniach zapłaty SEPA.' },
        { text: 'Sprawdzanie, jak interfejs radzi sobie z zagranicznymi adresami, długimi nazwami miejscowości i formatami telefonów.' },
      ],
    },
  ],
};
