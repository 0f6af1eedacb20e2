// @ts-check
import { beforeAnswerStarts } from '../lib/next-internals/answer-writes.mjs';
import { answerIdHeader, takeUncacheable } from './uncacheable-answers.mjs';

/**
 * `no-store` on an answer its page marked uncacheable, set as the answer starts. (The wrappers
 * that replace Next.js's own answers, its empty HTML 404 and its 500 for an unsatisfiable
 * `Range`, are in lib/next-internals/answer-writes.mjs: they rely on how Next writes.)
 *
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 */

let answerCount = 0;

/**
 * Gives the request an answer id (./uncacheable-answers.mjs) and, when its page marked the
 * answer uncacheable by the time the answer starts, makes it `no-store`.
 * @param {Request} request @param {Response} response
 */
export function followUncacheableAnswer(request, response) {
  const id = `${process.pid}-${++answerCount}`;
  request.headers[answerIdHeader] = id;
  beforeAnswerStarts(response, () => {
    if (takeUncacheable(id)) response.setHeader('Cache-Control', 'private, no-store');
  });
  response.once('close', () => takeUncacheable(id));
}
