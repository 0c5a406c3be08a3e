import type { LegalPage } from './privacy';

/** Static text of the Terms of Service page. */
export const terms: LegalPage = {
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Acceptance',
      paragraphs: ['By using DevToolbox you agree to these terms. If you do not agree, please do not use the site.'],
    },
    {
      heading: 'The service',
      paragraphs: [
        'DevToolbox provides code formatters, compare tools, a test data generator and a JSON generator. The tools are free to use and need no account or registration. We may change, add or remove tools, or stop the service, at any time and without notice.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'You are responsible for the content you paste into or open in the tools, and for making sure you are allowed to use it. The content is processed in your browser and is not sent to or stored by us; see the privacy policy.',
        'You are also responsible for checking the output before you rely on it, for example by reviewing formatted code and running your own tests before deploying it.',
      ],
    },
    {
      heading: 'Generated test data',
      paragraphs: [
        'Data produced by the test data generator and the JSON generator, including BSNs, IBANs, passport numbers, addresses and phone numbers, is fictitious. It is made to pass format and checksum validation for software testing, not to represent real people, accounts or documents.',
        'Because values are random, a generated value may by chance match a real identifier, account, phone number or address. You may use generated data only for development, testing, demonstration and training. You must not use it to commit fraud, to impersonate anyone, to open accounts, to make or request payments, to contact the holder of a matching number, or to deceive any person or identity-verification system.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not use the site in a way that disrupts it or other users, such as automated mass requests or attempts to break its security. Do not use the tools for anything that is unlawful where you are.',
      ],
    },
    {
      heading: 'No warranty',
      paragraphs: [
        'The site and all tools are provided “as is” and “as available”, without warranty of any kind, express or implied, including warranties of accuracy, fitness for a particular purpose and non-infringement. Formatted code, comparison results and generated data may contain errors.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent permitted by law, the operators of DevToolbox are not liable for any damage or loss arising from the use of, or inability to use, the site or its output, including lost data, lost profits or faulty deployments.',
      ],
    },
    {
      heading: 'Third-party software',
      paragraphs: [
        'The tools run open-source software such as Prettier and its plugins, sql-formatter, Ruff and clang-format, each under its own licence. Names of those projects belong to their respective owners.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: ['We may update these terms. The date at the top shows when they last changed; continuing to use the site after a change means you accept the updated terms.'],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about these terms can be sent to the contact address in the footer or through the feedback form.'],
    },
  ],
};
