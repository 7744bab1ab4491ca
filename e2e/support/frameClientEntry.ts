// Bundled by the embedded-frame spec (esbuild) into a host page: core's frame client, as the widget runs it.
import { browserFrameEnvironment, createFrameClient } from '../../packages/core/src/embedded/frameClient.ts';

declare global {
  interface Window {
    startFrameClient(src: string): void;
    frameClient: ReturnType<typeof createFrameClient>;
    frameFailures: string[];
  }
}

window.frameFailures = [];
window.startFrameClient = (src) => {
  window.frameClient = createFrameClient({
    src,
    environment: browserFrameEnvironment(document),
    onFailure: (failure) => window.frameFailures.push(failure),
  });
};
