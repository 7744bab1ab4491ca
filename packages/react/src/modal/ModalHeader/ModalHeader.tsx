import type { InitialKey, Translate } from '../../i18n/messages.ts';
import { BackIcon, CloseIcon } from '../icons.tsx';

export interface ModalHeaderProps {
  /** The modal's texts, in the widget's locale. */
  t: Translate<InitialKey>;
  titleId: string;
  title: string;
  onBack: (() => void) | undefined;
  onClose(): void;
}

/** The view's title (it labels the dialog) between a back button, when there is history, and a close button. */
export function ModalHeader({ t, titleId, title, onBack, onClose }: ModalHeaderProps) {
  return (
    <div className="header">
      {onBack ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('back')}
          data-testid="gw-modal-back"
          onClick={onBack}
        >
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h2 className="title" id={titleId}>
        {title}
      </h2>
      <button
        type="button"
        className="icon-button"
        aria-label={t('close')}
        data-testid="gw-modal-close"
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
