/** @module tokens/overhead — the fixed token cost charged per message. */

/**
 * Tokens charged per message on top of its content. Every budget in pith counts
 * content tokens plus `MESSAGE_OVERHEAD` per message (role and separators in chat formats).
 *
 * @example
 * const used = messages.reduce((n, m) => n + count(text(m)) + MESSAGE_OVERHEAD, 0);
 */
export const MESSAGE_OVERHEAD = 4;
