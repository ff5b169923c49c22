import {
  deliveryStateNames,
  failureCauses,
  type DeliveryState,
  type FailureCause,
} from '@p5g/api/contract';

/** The recipients' 状态 and 失败原因 filter as the record page keeps it in its address. */
export type KeptRecipientFilter = { state?: DeliveryState; cause?: FailureCause };

/**
 * The filter a record page's address holds (?state=failed&cause=vacant), so that it survives Back
 * from a failure's help link; values the service does not know are left out. The number is not
 * kept: a phone number does not belong in the address bar and the history.
 */
export function keptRecipientFilter(params: URLSearchParams): KeptRecipientFilter {
  const state = params.get('state');
  const cause = params.get('cause');
  return {
    ...(state && Object.hasOwn(deliveryStateNames, state) && { state: state as DeliveryState }),
    ...(cause && Object.hasOwn(failureCauses, cause) && { cause: cause as FailureCause }),
  };
}

/** The address's parameters for a filter: the inverse of `keptRecipientFilter`. */
export function recipientFilterParams(filter: KeptRecipientFilter): Record<string, string> {
  return {
    ...(filter.state && { state: filter.state }),
    ...(filter.cause && { cause: filter.cause }),
  };
}
