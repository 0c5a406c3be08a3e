import { readFileSync } from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { queryApi } from "@workers/query/api";
import { schemaApi } from "@workers/schema/api";
import type { EngineError, Result } from "@workers/shared/result";
import { makeTypes } from "@workers/types/make-types";
import { TYPE_ERRORS, TYPE_LIMITS } from "@workers/types/meta";
import { xmlApi } from "@workers/xml/api";
import { LOCALES, INTL_LOCALES } from "../lib/locale";

/** The engine messages of the types, query, JSON Schema and XML families, in every language. */
const files = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    JSON.parse(
      readFileSync(new URL(`./engine/${l}.json`, import.meta.url), "utf8"),
    ) as Record<string, string>,
  ]),
);
const format = (locale: (typeof LOCALES)[number], e: EngineError) =>
  String(
    new IntlMessageFormat(
      files[locale][e.code!],
      INTL_LOCALES[locale],
      undefined,
      { ignoreTag: true },
    ).format(e.values),
  );
const refusalOf = <T>(r: Result<T>): EngineError => {
  if (r.ok) throw new Error("expected a refusal");
  return r.error;
};

const xsd = (body: string) =>
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">${body}</xs:schema>`;
const ROOT = xsd('<xs:element name="a"/>');
const validate = (
  document: string,
  schema?: string,
  more: { name: string; text: string }[] = [],
) =>
  xmlApi.validateXml({
    kind: schema === undefined ? "dtd" : "xsd",
    document: { name: "document.xml", text: document },
    ...(schema === undefined
      ? {}
      : { schema: { name: "schema.xsd", text: schema } }),
    more,
  });

/** One refusal (or note) per code, as the engines give it. */
async function failures(): Promise<EngineError[]> {
  const deep =
    "[".repeat(TYPE_LIMITS.maxDepth + 1) + "]".repeat(TYPE_LIMITS.maxDepth + 1);
  const noted = await validate(
    '<!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a/>',
    ROOT,
  );
  return [
    refusalOf(makeTypes("typescript", "  ")),
    refusalOf(makeTypes("typescript", '{"a": tru}')),
    refusalOf(makeTypes("typescript", "a: [", "yaml")),
    refusalOf(makeTypes("typescript", 'a,b\n"1', "csv")),
    refusalOf(makeTypes("typescript", deep)),
    { message: TYPE_ERRORS["types-no-data"], code: "types-no-data" },
    {
      message: TYPE_ERRORS["types-yaml-too-large"],
      code: "types-yaml-too-large",
    },
    {
      message: TYPE_ERRORS["types-too-many-shapes"],
      code: "types-too-many-shapes",
    },
    {
      message: TYPE_ERRORS["types-unknown-target"],
      code: "types-unknown-target",
    },
    { message: TYPE_ERRORS["types-too-large"], code: "types-too-large" },
    refusalOf(
      await queryApi.runQuery({
        docId: "q",
        mode: "jsonpath",
        query: "$[",
        flags: {},
        text: "{}",
      }),
    ),
    refusalOf(
      await queryApi.runQuery({
        docId: "q",
        mode: "jsonpath",
        query: "$..[?@.a ==]",
        flags: {},
      }),
    ),
    refusalOf(await schemaApi.validateSchema("{}", " ")),
    refusalOf(await schemaApi.validateSchema(" ", "{}")),
    refusalOf(await schemaApi.validateSchema("{}", "[1]")),
    refusalOf(await schemaApi.validateSchema("{}", '{"type": }')),
    refusalOf(await schemaApi.validateSchema('{"a":}', "{}")),
    refusalOf(await schemaApi.validateSchema("{}", '{"$ref": "#/nowhere"}')),
    refusalOf(
      await xmlApi.runXPath({
        docId: "x",
        expr: "/*",
        namespaces: "p=urn:p oops",
        text: "<a/>",
      }),
    ),
    refusalOf(await validate(" ", ROOT)),
    refusalOf(await validate("<a/>", " ")),
    refusalOf(await validate("<a/>")),
    refusalOf(
      await validate(
        "<a/>",
        xsd('<xs:include schemaLocation="types.xsd"/><xs:element name="a"/>'),
      ),
    ),
    refusalOf(
      await validate(
        "<a/>",
        xsd(
          '<xs:import namespace="urn:x" schemaLocation="https://example.com/x.xsd"/><xs:element name="a"/>',
        ),
      ),
    ),
    refusalOf(
      await validate("<a/>", xsd('<xs:element name="a" type="nope"/>')),
    ),
    ...(noted.ok ? noted.value.notes : []),
  ];
}

describe("engine messages of types, query, JSON Schema and XML", () => {
  it("say in English exactly what the engines say, for every code, with its values", async () => {
    const all = await failures();
    const codes = all.map((e) => e.code);
    expect(codes).toEqual([
      "types-blank",
      "types-json-syntax",
      "types-yaml-syntax",
      "types-csv-syntax",
      "types-too-deep",
      "types-no-data",
      "types-yaml-too-large",
      "types-too-many-shapes",
      "types-unknown-target",
      "types-too-large",
      "jsonpath-invalid",
      "jsonpath-invalid",
      "blank-schema",
      "blank-document",
      "schema-not-object",
      "schema-json-schema",
      "schema-json-document",
      "schema-unusable",
      "xpath-bad-binding",
      "xml-blank-document",
      "xml-blank-schema",
      "xsd-no-dtd",
      "xsd-missing-file",
      "xsd-network-refused",
      "xsd-schema-failed",
      "xml-external-entity",
    ]);
    for (const e of all) expect(format("en", e), e.code).toBe(e.message);
    // Both forms of a JSONPath mistake: with the column the parser gives, and without.
    expect(all[10].message).toMatch(/^Invalid JSONPath: .+\nColumn \d+$/);
    expect(all.find((e) => e.code === "xsd-schema-failed")!.message).toMatch(
      /^The schema could not be compiled: schema\.xsd:1: /,
    );
    expect(
      all.find((e) => e.code === "types-too-many-shapes")!.message,
    ).toContain(TYPE_LIMITS.maxShapes.toLocaleString("en-US"));
  });

  it("have every one of these codes in every language, with the same arguments, and none left in English", async () => {
    const all = await failures();
    for (const locale of LOCALES) {
      for (const e of all) {
        const text = format(locale, e);
        for (const value of Object.values(e.values ?? {}))
          if (value !== "none")
            expect(text, `${locale} ${e.code}`).toContain(value);
        if (locale !== "en")
          expect(text, `${locale} ${e.code}`).not.toBe(e.message);
      }
    }
    expect(
      format(
        "es",
        all.find((e) => e.code === "xsd-schema-failed")!,
      ),
    ).toMatch(/^No se ha podido compilar el esquema: schema\.xsd:1: /);
  });
});
