/**
 * Why the engine refused its input. `code` is a stable dotted key (`golf.hiddenHoles.unknownHole`)
 * the server can map to a translated message; `detail` carries the offending values.
 */
export class GolfRuleError extends Error {
  readonly code: string;
  readonly detail: Record<string, unknown>;

  constructor(code: string, detail: Record<string, unknown> = {}) {
    super(`${code} ${JSON.stringify(detail)}`);
    this.name = 'GolfRuleError';
    this.code = code;
    this.detail = detail;
  }
}
