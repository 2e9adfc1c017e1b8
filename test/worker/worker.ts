/** @module test/worker/worker — the test entry: the real pith Worker and its Durable Object class. */
export { default, ConversationObject } from '../../src/worker/index.js';
