import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const options = [{ allow: ['JSON', 'DevToolbox'] }];

tester.run('no-literal-text', rule, {
  valid: [
    { code: 'const a = <button>{t("format")}</button>;', options },
    { code: 'const a = <p title={t("copy")} aria-label={label}>{count} · {size}</p>;', options },
    { code: 'const a = <span>→ 100% (2/3) …</span>;', options },
    { code: 'const a = <span>JSON</span>;', options },
    { code: 'const a = <b>DevToolbox · JSON</b>;', options },
    { code: 'const a = <div className="result-view grow" data-results="yes" type="button" />;', options },
    { code: 'const a = <div>{kind === "json" ? <A /> : null}</div>;', options },
    { code: 'const a = <p>{`${n}/${total}`}</p>;', options },
    { code: 'const a = <input placeholder="{ }" />;', options },
  ],
  invalid: [
    { code: 'const a = <button>Format</button>;', options, errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>Found {n} differences</p>;', options, errors: [{ messageId: 'text' }, { messageId: 'text' }] },
    { code: 'const a = <p>{"Nothing yet"}</p>;', options, errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{busy ? "Working" : t("done")}</p>;', options, errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{error || "Failed"}</p>;', options, errors: [{ messageId: 'text' }] },
    { code: 'const a = <span>JSON file</span>;', options, errors: [{ messageId: 'text' }] },
    { code: 'const a = <button title="Copy" />;', options, errors: [{ messageId: 'attribute', data: { name: 'title', text: 'Copy' } }] },
    { code: 'const a = <input placeholder={"Paste JSON here"} />;', options, errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <button aria-label={`Close ${name}`} />;', options, errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <img alt="Logo" />;', options, errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <Option label={on ? "On" : "Off"} />;', options, errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }] },
    { code: 'const a = <>Über uns</>;', options, errors: [{ messageId: 'text' }] },
  ],
});
