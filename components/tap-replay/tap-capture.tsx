import { captureTaps } from './capture';

/** The contract's function as the head's inline script: its own source text, called at once. */
export const captureTapsScript = `(${captureTaps.toString()})()`;

/**
 * The head's inline script that holds taps made before the page's scripts have run (./capture.ts).
 * First in the head: it listens before any control is painted, whatever loads the page's scripts.
 */
export function TapCapture() {
  return <script id="tap-capture" dangerouslySetInnerHTML={{ __html: captureTapsScript }} />;
}
