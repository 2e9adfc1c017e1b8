/** @module test/worker/worker — a tiny Worker that compresses the posted conversation with pith. */
import { compress } from 'pith';

export default {
  async fetch(request: Request): Promise<Response> {
    const { messages, budget } = (await request.json()) as { messages: unknown; budget: number };
    try {
      return Response.json(await compress(messages, { budget }));
    } catch (error) {
      return Response.json({ error: String(error) }, { status: 500 });
    }
  },
};
