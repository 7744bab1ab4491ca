import { avatarCss } from '../../components/Avatar/Avatar.css.ts';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { StatusIcon } from '../../modal/StatusIcon/StatusIcon.tsx';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import type { ViewProps } from '../lazyViews.ts';

/** SPEC §2 RegisterAccountNameSuccess: the name just registered, which now shows instead of the address. */
export default function RegisterAccountNameSuccess({ data }: ViewProps<'RegisterAccountNameSuccess'>) {
  useShadowStyles(avatarCss);
  const gangway = useGangway();
  const { t } = useViewI18n();
  const { address } = useAccount('eip155');
  return (
    <ViewFrame name="RegisterAccountNameSuccess" variant="center">
      <StatusIcon state="success">
        <Avatar address={address ?? ''} size={72} />
      </StatusIcon>
      <p className="headline" role="status" data-testid="gw-register-name-success">
        <bdi dir="ltr">{data.name}</bdi>
      </p>
      <p className="hint">{t('nameRegistered')}</p>
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="gw-register-name-done"
          onClick={() => {
            const modal = gangway.modal.getState();
            if (modal.history.length > 1) modal.back();
            else modal.replace('Account');
          }}
        >
          {t('done')}
        </button>
      </div>
    </ViewFrame>
  );
}
