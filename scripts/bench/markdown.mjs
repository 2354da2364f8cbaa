// The bench's figures as the README's Markdown tables (`npm run bench -- --markdown=FILE`), so a
// re-run on a quiet machine can replace the README's "Latest figures" as they are.
const num = (v, d = 0) => (v === null || v === undefined || Number.isNaN(v) ? '–' : Number(v).toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d }));
const pass = (ok) => (ok ? 'PASS' : '**MISS**');
const row = (cells) => `| ${cells.join(' | ')} |`;

export function benchMarkdown(report, { readRatio, p99, rssMb }, burstSpec, lighthouseTargets) {
  const m = report.machine;
  const out = [];
  out.push(
    `Machine: ${m.cpus} × ${m.cpu}, ${m.memoryGb} GB, Node ${m.node}${m.postgres ? `, PostgreSQL ${m.postgres}` : ''}; ${m.date.slice(0, 16).replace('T', ' ')} UTC; load average before ${m.loadBefore}, after ${m.loadAfter}.`,
    '',
  );
  if (report.engine) {
    out.push(row(['engine case', 'median ms', 'min', 'max', 'target', '']), row(['---', '---:', '---:', '---:', '---:', '---']));
    for (const r of report.engine.rows) out.push(row([r.name, num(r.median, 1), num(r.min, 1), num(r.max, 1), `< ${r.targetMs}`, pass(r.median < r.targetMs)]));
    out.push('', `(${report.engine.note})`, '');
  }
  const rounds = (report.api ?? []).filter((r) => r.ok);
  if (rounds.length) {
    const visit = (v) => (v ? `${num(v.p50)} / ${num(v.max)}` : '–');
    out.push(row(['database', 'case', 'req/s', 'p50 ms', 'p99 ms', 'vs bare Fastify', 'RSS MB', 'not 2xx', 'another visitor ms (p50 / max)', `ratio ≥ ${readRatio * 100}% (PG reads)`, `p99 < ${p99}`]));
    out.push(row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---']));
    for (const r of rounds) {
      const b = r.baseline;
      out.push(row([r.label, 'bare Fastify hello-world', num(b.reqPerSec), num(b.p50), num(b.p99), '100%', num(b.rssMb), num(b.non2xx + b.errors), visit(b.visitor), '', '']));
      for (const c of r.cases) {
        const ratio = b.reqPerSec ? c.reqPerSec / b.reqPerSec : null;
        const ratioMark = c.kind === 'read' && r.label === 'PostgreSQL' ? pass(ratio >= readRatio) : '–';
        out.push(row([r.label, c.name, num(c.reqPerSec), num(c.p50), num(c.p99), `${num(ratio * 100, 1)}%`, num(c.rssMb), num(c.non2xx + c.errors), visit(c.visitor), ratioMark, pass(c.ok2xx > 0 && c.p99 < p99)]));
      }
    }
    out.push('', `Server peak RSS (VmHWM), target < ${rssMb} MB: ${rounds.map((r) => `${r.label} ${num(r.memory?.hwm)} MB ${pass(r.memory?.hwm < rssMb)}`).join('; ')}.`, '');
    out.push(row(['database', 'registered', 'waitlisted', 'errors', 'rows stored', 'place counter', 'p50 ms', 'p99 ms', 'all answered in', 'exact']));
    out.push(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']));
    for (const r of rounds) {
      const s = r.burst;
      const exact = s.registered === burstSpec.capacity && s.waitlisted === burstSpec.requests - burstSpec.capacity && s.errors === 0 && s.stored.counter === burstSpec.capacity && s.stored.total === burstSpec.requests;
      out.push(row([r.label, s.registered, s.waitlisted, s.errors, s.stored.total, s.stored.counter, num(s.p50), num(s.p99), `${num(s.wallMs / 1000, 1)} s`, exact ? 'yes' : '**NO**']));
    }
    out.push('');
  }
  if (report.lighthouse) {
    const cats = Object.keys(lighthouseTargets);
    out.push(row(['page', ...cats.map((c) => `${c} (≥ ${lighthouseTargets[c]})`), 'FCP / LCP / TBT / CLS', 'costs the most']));
    out.push(row(['---', ...cats.map(() => '---:'), '---', '---']));
    for (const p of report.lighthouse) {
      if (p.error) {
        out.push(row([p.name, ...cats.map(() => '–'), `could not load: ${p.error}`, '']));
        continue;
      }
      const worst = cats.flatMap((c) => p.failing[c].slice(0, 2).map((a) => `${a.title}${a.value ? ` (${a.value})` : ''}`)).join('; ');
      out.push(row([p.name, ...cats.map((c) => `${p.scores[c]} ${pass(p.scores[c] >= lighthouseTargets[c])}`), `${p.metrics.fcp} / ${p.metrics.lcp} / ${p.metrics.tbt} / ${p.metrics.cls}`, worst]));
    }
    out.push('');
  }
  return out.join('\n');
}
