/**
 * Renders the store's open modal and the refresh popup (one host per page, in #app-modal-root).
 * Each modal arrives by name with small JSON props; unknown names render nothing.
 */
import { useAppState } from '../../state/use-app-state';
import { appStore } from '../../state/store';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { readBootInfo } from '../../api/context';
import { StrictAdvertising } from '../content/strict';
import { MODAL_BODIES, type ModalBodyProps } from './bodies';
import { BonusPopupModal } from './BonusPopupModal';
import { IntBonusModal } from './IntBonusModal';
import { RefreshPopup } from './RefreshPopup';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Each registered body as a lazy component, made once. */
const LAZY_BODIES: Record<
  string,
  LazyExoticComponent<ComponentType<ModalBodyProps>>
> = Object.fromEntries(Object.entries(MODAL_BODIES).map(([name, load]) => [name, lazy(load)]));

/** The host: its modals render under the page's strict advertising switch (docs/compliance.md). */
export function ModalHost() {
  const [strict] = useState(() => readBootInfo().configs.strict_advertising);
  return (
    <StrictAdvertising.Provider value={strict}>
      <OpenModal />
    </StrictAdvertising.Provider>
  );
}

/** The open modal, if any. */
function OpenModal() {
  const modal = useAppState((s) => s.modal);
  const refresh = useAppState((s) => s.popups.refresh);
  const close = () => appStore().closeModal();
  if (refresh) return <RefreshPopup />;
  if (!modal) return null;
  switch (modal.name) {
    case 'bonus-popup':
      return <BonusPopupModal props={modal.props} onClose={close} />;
    case 'int-bonus':
      return (
        <IntBonusModal
          country={text(modal.props.country)}
          continueUrl={text(modal.props.continueUrl)}
          casinoName={text(modal.props.casinoName)}
          onClose={close}
        />
      );
    default: {
      const Body = LAZY_BODIES[modal.name];
      return Body ? (
        <Suspense fallback={null}>
          <Body props={modal.props} onClose={close} />
        </Suspense>
      ) : null;
    }
  }
}
