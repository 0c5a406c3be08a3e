import { jsonToCsv, csvToJson } from './csv';
import type { Conversion, ConversionId, ConvertOptions } from './types';
import { jsonToXml, xmlToJson } from './xml';
import { jsonToYaml, yamlToJson } from './yaml';

/** Runs conversion `id` on `text` (throws a ConvertError when the input is refused). */
export function convertText(id: ConversionId, text: string, options: ConvertOptions = {}): Conversion {
  switch (id) {
    case 'json-to-yaml':
      return jsonToYaml(text);
    case 'yaml-to-json':
      return yamlToJson(text);
    case 'json-to-csv':
      return jsonToCsv(text, options);
    case 'csv-to-json':
      return csvToJson(text, options);
    case 'json-to-xml':
      return jsonToXml(text);
    case 'xml-to-json':
      return xmlToJson(text, options);
  }
}
