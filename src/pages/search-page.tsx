import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../components/controls';
import { ToolCard } from '../components/tool-card';
import { useShownTools } from '../lib/host-config';
import { useHydrated } from '../lib/use-hydrated';
import { searchTools } from '../tools/catalogue';

/** /search?q= — filters the tool catalogue by name and keywords (the target of the structured-data SearchAction). */
export function SearchPage({ q: urlQuery }: { q: string }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The prerendered /search has no query (it is only in the visitor's URL): the query-dependent part matches that
  // HTML while hydrating and appears right after, so React reports no mismatch (#418).
  const q = hydrated ? urlQuery : '';
  /** What the visitor typed; until then the input shows the query of the URL. */
  const [typed, setTyped] = useState<string | null>(null);
  const draft = typed ?? q;
  const results = useShownTools(searchTools(q));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void navigate({ to: '/search', search: { q: draft.trim() } });
  };
  return (
    <article className="page search-page">
      <header className="page-head">
        <h1>Search tools</h1>
      </header>
      <form role="search" onSubmit={onSubmit} className="search-form">
        <label htmlFor="search-input">Search DevToolbox</label>
        <div className="search-row">
          <input id="search-input" type="search" value={draft} onChange={(e) => setTyped(e.target.value)} placeholder="e.g. json, diff, iban" />
          <Button type="submit" variant="primary" size="large">
            Search
          </Button>
        </div>
      </form>
      {q.trim() ? (
        <section aria-live="polite">
          <p>
            {results.length} {results.length === 1 ? 'tool matches' : 'tools match'} “{q}”
          </p>
          <div className="card-grid">
            {results.map((t) => (
              <ToolCard key={t.path} tool={t} />
            ))}
          </div>
        </section>
      ) : (
        <p>Type a tool name or keyword.</p>
      )}
    </article>
  );
}
