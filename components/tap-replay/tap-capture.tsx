import { captureTapsScript } from './capture';

/**
 * The head's inline script that holds taps made before the page's scripts have run (./capture.ts).
 * First in the head: it listens before any control is painted, whatever loads the page's scripts.
 */
export function TapCapture() {
  return <script id="tap-capture" dangerouslySetInnerHTML={{ __html: captureTapsScript }} />;
}
