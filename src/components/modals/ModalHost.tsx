/**
 * Renders the store's open modal and the refresh popup (one host per page, in #app-modal-root).
 * Each modal arrives by name with small JSON props; its body loads lazily (bodies.ts).
 */
import { useAppState } from '../../state/use-app-state';
import { appStore } from '../../state/store';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { readBootInfo } from '../../api/context';
import { LicenceRegister } from '../../domain/entities';
import { Compliance, type PageCompliance } from '../content/page-compliance';
import type { ModalName } from '../../domain/entities/modals';
import { MODAL_BODIES, type ModalBodyProps } from './bodies';
import { RefreshPopup } from './RefreshPopup';

/** Each registered body as a lazy component, made once. */
const LAZY_BODIES = Object.fromEntries(
  Object.entries(MODAL_BODIES).map(([name, load]) => [name, lazy(load)]),
) as Record<ModalName, LazyExoticComponent<ComponentType<ModalBodyProps>>>;

/** The page's rules from its boot record (its unlinked operators are the API's to filter). */
function bootCompliance(): PageCompliance {
  const { configs } = readBootInfo();
  const register = LicenceRegister.safeParse(configs.licence_register);
  return {
    strict: configs.strict_advertising,
    adLabel: configs.ad_label,
    register: register.success ? register.data : null,
    // The newsletter modal opens only from the footer, which leaves it out where it is not allowed.
    offerSignup: true,
    unlinked: [],
  };
}

/** The host: its modals render under the page's compliance rules (docs/compliance.md). */
export function ModalHost() {
  const [compliance] = useState(bootCompliance);
  return (
    <Compliance.Provider value={compliance}>
      <OpenModal />
    </Compliance.Provider>
  );
}

/** The open modal, if any. */
function OpenModal() {
  const modal = useAppState((s) => s.modal);
  const refresh = useAppState((s) => s.popups.refresh);
  const close = () => appStore().closeModal();
  if (refresh) return <RefreshPopup />;
  if (!modal) return null;
  const Body = LAZY_BODIES[modal.name];
  return (
    <Suspense fallback={null}>
      <Body props={modal.props} onClose={close} />
    </Suspense>
  );
}
