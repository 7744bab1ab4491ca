import { useGangway } from '../../hooks/useGangway.ts';
import { useNetwork } from '../../hooks/useNetwork.ts';
import { useButtonTheme } from '../../internal/useButtonTheme.ts';
import { useModalTrigger } from '../../internal/useModalTrigger.ts';
import { PREFETCH_ON_INTENT } from '../../views/lazyViews.ts';
import { brandIconCss } from '../BrandIcon/BrandIcon.css.ts';
import { BrandIcon } from '../BrandIcon/BrandIcon.tsx';
import { ButtonStyles, HoistedStyle } from '../ButtonStyles/ButtonStyles.tsx';
import { responsiveCss } from '../ButtonStyles/responsive.css.ts';
import { hiddenOn, type ResponsiveFlag } from '../ButtonStyles/responsive.ts';
import { networkButtonCss } from './NetworkButton.css.ts';

export interface NetworkButtonProps {
  /** The network's name beside its icon. Default: on large screens only (it stays the button's accessible name). */
  showName?: ResponsiveFlag;
  className?: string;
}

/** The active network; opens the network list. Flags a network the app does not support. */
export function NetworkButton({
  showName = { smallScreen: false, largeScreen: true },
  className,
}: NetworkButtonProps) {
  const gangway = useGangway();
  const { activeNetwork, isUnsupported } = useNetwork();
  const theme = useButtonTheme();
  const { handlers, remember } = useModalTrigger(PREFETCH_ON_INTENT.network);
  if (!activeNetwork) return null;
  return (
    <>
      <ButtonStyles />
      <HoistedStyle id="network-button" css={responsiveCss + brandIconCss + networkButtonCss} />
      <button
        type="button"
        className={`gw-btn gw-btn--secondary gw-network-btn${className ? ` ${className}` : ''}`}
        data-testid="gw-network-button"
        data-gw-button=""
        data-unsupported={isUnsupported || undefined}
        {...theme}
        {...handlers}
        onClick={(event) => {
          remember(event);
          gangway.open('Networks');
        }}
      >
        {isUnsupported ? (
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 3 2 20h20L12 3Z" strokeLinejoin="round" />
            <path d="M12 10v4M12 17v.01" strokeLinecap="round" />
          </svg>
        ) : (
          <BrandIcon
            name={activeNetwork.name}
            src={activeNetwork.assets?.imageUrl}
            size={22}
            shape="circle"
          />
        )}
        <span className={hiddenOn(showName, true)}>{activeNetwork.name}</span>
      </button>
    </>
  );
}
