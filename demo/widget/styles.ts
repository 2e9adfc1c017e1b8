/** @module demo/widget/styles — the widget's shadow-DOM stylesheet: light, dark and auto themes through CSS variables. */

const LIGHT = `
  --pith-bg: #ffffff; --pith-fg: #1d2330; --pith-muted: #667085; --pith-border: #d9dee7;
  --pith-user-bg: #2f5bea; --pith-user-fg: #ffffff; --pith-bot-bg: #f1f3f7; --pith-bot-fg: #1d2330;
  --pith-accent: #2f5bea; --pith-accent-fg: #ffffff; --pith-saved: #0f7b4a; --pith-error: #b42318;`;

const DARK = `
  --pith-bg: #161b22; --pith-fg: #e6edf3; --pith-muted: #8b949e; --pith-border: #30363d;
  --pith-user-bg: #3b6cf6; --pith-user-fg: #ffffff; --pith-bot-bg: #21262d; --pith-bot-fg: #e6edf3;
  --pith-accent: #6d94ff; --pith-accent-fg: #0d1117; --pith-saved: #3fb97b; --pith-error: #ff7b72;`;

/**
 * CSS for the shadow root. Pages restyle it through `--pith-*` variables on `pith-chat`.
 * @example
 * root.innerHTML = `<style>${STYLES}</style>…`;
 */
export const STYLES = `
:host { display: block; ${LIGHT}
  font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--pith-fg);
  max-width: 420px; }
:host([theme='dark']) { ${DARK} }
@media (prefers-color-scheme: dark) { :host(:not([theme='light'])) { ${DARK} } }
:host([hidden]) { display: none; }
.chat { display: flex; flex-direction: column; height: var(--pith-height, 460px); background: var(--pith-bg);
  border: 1px solid var(--pith-border); border-radius: 12px; overflow: hidden;
  box-shadow: 0 4px 18px rgb(0 0 0 / 0.08); }
header { display: flex; flex-direction: column; gap: 1px; padding: 10px 14px;
  border-bottom: 1px solid var(--pith-border); }
.title { font-weight: 600; }
.saved { font-size: 12px; color: var(--pith-saved); font-variant-numeric: tabular-nums; }
.saved:empty::before { content: 'context compressed by pith'; color: var(--pith-muted); }
.log { flex: 1; margin: 0; padding: 12px; list-style: none; overflow-y: auto;
  display: flex; flex-direction: column; gap: 8px; }
.msg { max-width: 85%; padding: 8px 11px; border-radius: 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
.msg.user { align-self: flex-end; background: var(--pith-user-bg); color: var(--pith-user-fg);
  border-bottom-right-radius: 4px; }
.msg.assistant { align-self: flex-start; background: var(--pith-bot-bg); color: var(--pith-bot-fg);
  border-bottom-left-radius: 4px; }
.msg.pending { color: var(--pith-muted); font-style: italic; }
.error { margin: 0; padding: 6px 14px; font-size: 12px; color: var(--pith-error);
  overflow-wrap: anywhere; max-height: 7.5em; overflow-y: auto; }
.error[hidden] { display: none; }
form { display: flex; gap: 8px; padding: 10px; border-top: 1px solid var(--pith-border); }
textarea { flex: 1; resize: none; font: inherit; color: inherit; background: transparent;
  border: 1px solid var(--pith-border); border-radius: 8px; padding: 7px 9px; min-height: 20px; }
textarea:focus { outline: 2px solid var(--pith-accent); outline-offset: -1px; }
button { font: inherit; font-weight: 600; border: 0; border-radius: 8px; padding: 0 14px; cursor: pointer;
  background: var(--pith-accent); color: var(--pith-accent-fg); }
button:disabled { opacity: 0.55; cursor: progress; }
`;
