import { typesContent } from '../page-text.de';

/** Static text of the JSON to Go page, in German. */
export const content = typesContent({
  name: 'Go',
  why: 'encoding/json dekodiert in Structs, die du selbst deklarierst, und ein falscher Typ oder ein fehlender Tag zeigt sich erst, wenn Produktionsdaten ankommen. Aus jedem Datensatz abgeleitete Structs tragen die richtigen json-Tags und die richtigen Breiten, sodass sich die Daten auch mit eingeschaltetem DisallowUnknownFields dekodieren lassen.',
  optional: 'Ein Schlüssel, der in manchen Datensätzen fehlt, bekommt omitempty in seinem Tag und einen Pointer, wenn er ein Struct enthält.',
  nullable: 'Ein Schlüssel, der manchmal null ist, wird zu einem Pointer (*string, *int64); Slices, Maps und Interface-Werte können selbst nil sein.',
  numbers: 'int64 für Ganzzahlen, float64, sobald Nachkommastellen vorkommen, uint64 für Werte über 2^63 und json.Number für Integer jenseits von 64 Bit, mit einem Kommentar.',
  formats: 'Date-Times nach RFC 3339 werden zu time.Time; andere Formate werden in Kommentaren vermerkt; Enums werden zu einem benannten String-Typ mit Konstanten.',
  names: 'Felder werden im Go-Stil exportiert, mit Abkürzungen in Großbuchstaben (UserID, URL, SKU), und der Tag behält den Schlüssel genau so, wie er geschrieben ist.',
  checked: 'Unsere Tests lassen go vet über die Ausgabe für echte Beispiele laufen, dazu ein Programm, das jedes Beispiel mit DisallowUnknownFields dekodiert, und erwarten dann, dass ein Datensatz mit einem zusätzlichen Schlüssel scheitert.',
  options: 'Optionen: Name des Wurzeltyps, String-Formate und Enums ein oder aus; Go kennt keine schreibgeschützten Felder, daher gibt es diese Option hier nicht.',
});
