import type { ContentSection } from '../types';

/** A legal page: its last-updated date and its sections. */
export interface LegalPage {
  /** The date of its last change (YYYY-MM-DD), shown in the page's language. */
  updated: string;
  sections: ContentSection[];
}

/** Static text of the Privacy Policy page. */
export const privacy: LegalPage = {
  updated: '2026-11-26',
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
        'Nothing you paste is sent over the network. The formatters keep your last input on your own device so that it is still there after a reload (see “Storage on your device”); the other tools keep none: when you close or reload their page, the content is gone, unless you copied or downloaded it yourself.',
      ],
    },
    {
      heading: 'Installed app',
      paragraphs: [
        'Your browser may offer to install DevToolbox as an app. Installed, it can open files from your computer in the matching tool, a .json file in the JSON formatter for example: the browser hands the file to the page, which reads it on your device exactly as Open File does. Nothing is uploaded.',
        'Text you share to the installed app from another app is received by the site’s own service worker on your device, which keeps it in your browser’s cache storage only until the tool page has opened it, and then deletes it. It never becomes part of an address and is never sent to a server. Installing the app adds no tracking and no requests to other origins.',
      ],
    },
    {
      heading: 'Network requests',
      paragraphs: [
        'By default the site sends no analytics, no error reports and no performance data, and it makes no requests to other origins. Fonts are self-hosted, and the formatter engines are loaded from the same site as the pages.',
        'Like any website, the server that delivers the pages receives the usual technical request data, such as your IP address, browser type and the page requested, in order to send the page to you. The content you paste or open in the tools is never part of these requests.',
        'Whoever runs this copy of the site may place a settings file (config.json) beside its pages; each page then reads it from the same site as it loads. It holds only that operator’s choices: tools to hide, a contact address and a notice for the home page. The request carries nothing about you or your input, and after your first visit a copy is kept with the site’s offline files.',
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
        'Your theme preference and tool settings are kept in your browser’s localStorage on your device so they are still there on your next visit: the theme preference, the language you chose (in the language menu or the offer to switch), the compare options (ignore whitespace, case and key order; highlight words or characters; view, layout and context lines), the JSON generator’s schema, the formatter options of each language (indentation, line width, minify, sort keys, SQL dialect), the format-on-paste setting and the formatter’s output view settings (line wrapping, syntax colours). They are never sent anywhere. By default the site sets no cookies.',
        'Each formatter also keeps the last input you entered, in your browser’s IndexedDB database “devtoolbox” on your device: the last input of each formatter, up to 5 MB each, under the tool’s name, until you press Clear. Inputs over 5 MB are not kept, and the page says so. This text is never sent anywhere. The formatter’s Clear button empties the input and deletes its saved copy and that language’s options.',
        'You can remove everything the site keeps at any time by clearing this site’s data in your browser settings.',
        'So that the tools also work without a connection, the site keeps a copy of its own pages and formatter engines in your browser’s cache storage after your first visit. This copy holds only the site’s files (and, for a moment, text you share to the installed app, see “Installed app”), never anything you entered into a tool, and is removed with the rest of this site’s data.',
      ],
    },
    {
      heading: 'Share links',
      paragraphs: [
        'A JSON generator share link carries the field list (names, types and options) in the part of the address after #, which browsers do not send to any server, and nothing is stored on our side. Anyone you give the link to can read that field list.',
        'A formatter share link carries your input (compressed, not encrypted) and that language’s options in the same part of the address after #, so the input never reaches a server, ours included; links are limited to 64 KB. Anyone you give the link to can read the input, and it stays in the browser history of whoever opens it.',
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
