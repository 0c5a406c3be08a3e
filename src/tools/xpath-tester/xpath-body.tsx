import { DocumentQueryPage } from '../../components/document-query-page';
import { useQueryT } from '../../components/query/messages';
import { XPathPanel } from '../../components/xpath-panel';
import type { ToolBodyProps } from '../tool-body-props';

/** The XPath page: the document in an editor, the XPath panel beside it; a result moves the editor to its node. */
export function XPathBody({ tool }: ToolBodyProps<'utility'>) {
  const t = useQueryT();
  return (
    <DocumentQueryPage
      toolId={tool.id}
      language="xml"
      accept=".xml,.svg,.xsd,.xsl,.pom,.rss,.atom,.wsdl,.plist,application/xml,text/xml"
      texts={{ input: t('xpathTester.input'), placeholder: t('xpathTester.placeholder'), query: 'XPath' }}
      height={480}
      panel={({ reveal, ...doc }) => <XPathPanel {...doc} tool={tool.title} onReveal={(item) => reveal(item.line, item.column)} />}
    />
  );
}
