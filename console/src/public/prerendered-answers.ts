/**
 * Id of the JSON block in a pre-rendered public page that carries the API answers it was rendered
 * with (SWR's fallback, keyed as SWR keys them): hydration starts from the same data.
 */
export const prerenderedAnswersElementId = 'prerendered-answers';
