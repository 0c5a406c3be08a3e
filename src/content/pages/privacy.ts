import type { ContentSection } from '../types';

/** A legal page: its last-updated date and its sections. */
export interface LegalPage {
  updated: string;
  sections: ContentSection[];
}

/** Static text of the Privacy Policy page. */
export const privacy: LegalPage = {
  updated: '22 November 2026',
  sections: [
    {
      heading: 'Summary',
      paragraphs: [
        'DevToolbox processes everything you paste, type or open in its tools inside your own browser. Nothing you enter is sent to us or to anyone else, and nothing is stored on a server. You do not need an account, and we do not ask who you are.',
      ],
    },
    {
      heading: 'Content you paste or open',
      paragraphs: [
        'All processing of the content you paste into a tool or open from a file happens in your browser: formatting, validation, comparison, PDF export and the generation of test data and JSON records. Files you open are read locally by your browser and are not uploaded.',
        'Nothing you paste is sent over the network or stored by the site. When you close or reload the page, the content is gone, unless you copied or downloaded it yourself.',
      ],
    },
    {
      heading: 'Network requests',
      paragraphs: [
        'By default the site sends no analytics, no error reports and no performance data, and it makes no requests to other origins. Fonts are self-hosted, and the formatter engines are loaded from the same site as the pages.',
        'Like any website, the server that delivers the pages receives the usual technical request data, such as your IP address, browser type and the page requested, in order to send the page to you. The content you paste or open in the tools is never part of these requests.',
      ],
    },
    {
      heading: 'Optional analytics and error reporting',
      paragraphs: [
        'Whoever operates a deployment of DevToolbox can switch on, at build time, any of the following: page analytics (page views, with the IP address anonymised), tool-usage events (for example that a format was started or completed), error reports and performance metrics such as page-load timings.',
        'These events never contain your input: no pasted code, no generated values and no file contents. If they are switched on, they are sent to the analytics or error-reporting service that the operator has configured, which processes them under its own terms and may use cookies.',
      ],
    },
    {
      heading: 'Feedback',
      paragraphs: [
        'If a feedback endpoint is configured for the deployment, the feedback form sends the name, email address and message you enter, and nothing else, so that we can read and answer it. If no endpoint is configured, the form opens your own email client instead, and nothing is sent until you send the email yourself.',
      ],
    },
    {
      heading: 'Storage on your device',
      paragraphs: [
        'Your theme preference and tool settings, such as the JSON generator’s schema, the compare options and the formatter’s output view settings (line wrapping, syntax colours), are kept in your browser’s localStorage on your device so they are still there on your next visit. They are never sent anywhere. You can remove them at any time by clearing this site’s data in your browser settings. By default the site sets no cookies.',
        'So that the tools also work without a connection, the site keeps a copy of its own pages and formatter engines in your browser’s cache storage after your first visit. This copy holds only the site’s files, never anything you entered, and is removed with the rest of this site’s data.',
      ],
    },
    {
      heading: 'Share links',
      paragraphs: [
        'A JSON generator share link carries the field list (names, types and options) in the part of the address after #, which browsers do not send to any server, and nothing is stored on our side. Anyone you give the link to can read that field list.',
      ],
    },
    {
      heading: 'Clipboard',
      paragraphs: [
        'The site writes to your clipboard only when you ask for it: when you click a copy button, or when you generate a test-data value, which is copied automatically.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['DevToolbox is a tool for developers and testers and is not directed at children. Because we collect no personal data through the tools, we hold none about children either.'],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If the way the site handles data changes, this page will be updated and the date at the top will change. Any new kind of data being sent will be described here.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about privacy can be sent to the contact address in the footer or through the feedback form.'],
    },
  ],
};
