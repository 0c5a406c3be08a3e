import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../components/controls';
import { ToolCard } from '../components/tool-card';
import { useShownTools } from '../lib/host-config';
import { useLocale } from '../lib/i18n';
import { withLocale } from '../lib/locale';
import { messages, useT } from '../lib/messages';
import { useHydrated } from '../lib/use-hydrated';
import { searchTools, toolCard } from '../tools/catalogue';

/**
 * /search?q= — filters the tool catalogue by name and keywords in the page's language (the target of the
 * structured-data SearchAction).
 */
export function SearchPage({ q: urlQuery }: { q: string }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The prerendered /search has no query (it is only in the visitor's URL): the query-dependent part matches that
  // HTML while hydrating and appears right after, so React reports no mismatch (#418).
  const q = hydrated ? urlQuery : '';
  // The search reads every tool's title, description and keywords, which a page carries only where it shows them
  // (src/lib/i18n.ts): results wait for the whole file of the site's messages (a load that fails searches what is
  // there), so they never show a partial count first. useT re-renders once it is there.
  const [fileFailed, setFileFailed] = useState(false);
  const searchable = messages.complete(locale) || fileFailed;
  useEffect(() => {
    if (!q.trim() || searchable) return;
    let live = true;
    messages.loadFile(locale).catch(() => live && setFileFailed(true));
    return () => {
      live = false;
    };
  }, [q, locale, searchable]);
  /** What the visitor typed; until then the input shows the query of the URL. */
  const [typed, setTyped] = useState<string | null>(null);
  const draft = typed ?? q;
  const results = useShownTools(searchable ? searchTools(q, t) : []);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void navigate({ to: withLocale('/search', locale), search: { q: draft.trim() } });
  };
  return (
    <article className="page search-page">
      <header className="page-head">
        <h1>{t('search.title')}</h1>
      </header>
      <form role="search" onSubmit={onSubmit} className="search-form">
        <label htmlFor="search-input">{t('search.label')}</label>
        <div className="search-row">
          <input id="search-input" type="search" value={draft} onChange={(e) => setTyped(e.target.value)} placeholder={t('search.placeholder')} />
          <Button type="submit" variant="primary" size="large">
            {t('search.submit')}
          </Button>
        </div>
      </form>
      {q.trim() ? (
        <section aria-live="polite">
          {searchable && (
            <>
              <p>{t('search.results', { count: results.length, query: q })}</p>
              <div className="card-grid">
                {results.map((tool) => (
                  <ToolCard key={tool.path} tool={toolCard(tool, t)} />
                ))}
              </div>
            </>
          )}
        </section>
      ) : (
        <p>{t('search.empty')}</p>
      )}
    </article>
  );
}
