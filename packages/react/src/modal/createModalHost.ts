import { adoptStyles } from './adoptStyles.ts';
import { modalCss } from './Modal/Modal.css.ts';

/** The custom element the modal renders into, its open shadow root and the node React portals into. */
export interface ModalHost {
  element: HTMLElement;
  shadowRoot: ShadowRoot;
  container: HTMLElement;
}

export const MODAL_ELEMENT_NAME = 'gangway-modal';

/** Creates `<gangway-modal>` with an open shadow root holding the modal's static stylesheet, inside `parent`. */
export function createModalHost(parent: Element): ModalHost {
  const document = parent.ownerDocument;
  const element = document.createElement(MODAL_ELEMENT_NAME);
  const shadowRoot = element.attachShadow({ mode: 'open' });
  adoptStyles(shadowRoot, modalCss);
  const container = document.createElement('div');
  container.className = 'root';
  shadowRoot.append(container);
  parent.append(element);
  return { element, shadowRoot, container };
}
