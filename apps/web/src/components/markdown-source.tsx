/** A markdown text's source as plain text: shown until its HTML is ready (components/markdown.tsx), so nothing jumps to empty. */
export function MarkdownSource({ source }: { source: string }) {
  return (
    <div className="activity-markdown" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {source}
    </div>
  );
}
