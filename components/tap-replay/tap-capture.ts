import { captureTaps } from './capture';

/** The contract's function as a part of the head script (components/shell/head-script.ts): its own source text, called at once. */
export const captureTapsScript = `(${captureTaps.toString()})()`;
