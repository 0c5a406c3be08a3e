import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, Checkbox, Field, Select, TextInput, buttonClass } from './controls';

/** The value of `attr` on the first element matching `tag` in `html`. */
const attr = (html: string, tag: string, name: string): string | undefined =>
  new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('controls', () => {
  it('a Button is type="button" with the look of its variant and size', () => {
    expect(renderToStaticMarkup(<Button>Go</Button>)).toBe('<button type="button" class="btn btn-secondary">Go</button>');
    expect(renderToStaticMarkup(<Button variant="danger" size="small" className="x">Remove</Button>)).toContain(
      'class="btn btn-danger btn-small x"',
    );
    expect(renderToStaticMarkup(<Button type="submit">Send</Button>)).toContain('type="submit"');
    expect(buttonClass('primary', 'large')).toBe('btn btn-primary btn-large');
  });

  it('a Field labels its control and describes it with the hint', () => {
    const html = renderToStaticMarkup(
      <Field label="Number of Records" hint="1 to 100">
        <TextInput value="5" readOnly />
      </Field>,
    );
    const id = attr(html, 'input', 'id');
    expect(id).toBeTruthy();
    expect(attr(html, 'label', 'for')).toBe(id);
    const hintId = attr(html, 'input', 'aria-describedby');
    expect(html).toContain(`<span id="${hintId}" class="field-hint">1 to 100</span>`);
  });

  it('a control keeps its own description next to the hint, and without a hint has none but its own', () => {
    const withHint = renderToStaticMarkup(
      <Field label="Name" hint="Letters only">
        <TextInput aria-describedby="errors" readOnly />
      </Field>,
    );
    expect(attr(withHint, 'input', 'aria-describedby')).toMatch(/^\S+-hint errors$/);
    const plain = renderToStaticMarkup(
      <Field label="Type">
        <Select value="a" onChange={() => {}}>
          <option value="a">A</option>
        </Select>
      </Field>,
    );
    expect(attr(plain, 'select', 'aria-describedby')).toBeUndefined();
    expect(attr(plain, 'label', 'for')).toBe(attr(plain, 'select', 'id'));
  });

  it('a Checkbox is labelled by its text', () => {
    expect(renderToStaticMarkup(<Checkbox label="Ignore case" defaultChecked />)).toBe(
      '<label class="check"><input type="checkbox" checked=""/>Ignore case</label>',
    );
  });
});
