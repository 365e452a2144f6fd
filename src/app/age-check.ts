/**
 * The age verification before a demo or an operator link (product §2; docs/visitor-flow.md): an
 * adult's date of birth renews the age answer and the visitor goes on where they
 * were going; a minor's is kept as a 'no' and leads to the responsible-gambling page, like the
 * gate's 'no'.
 */
import { ageCheckDue, readAgeAnswer, writeAgeAnswer } from '../consent/cookies';
import { whenGatesAnswered } from '../consent/turns';
import { verifyAge } from '../components/modals/age-verification';

/** Asks for the date of birth, then `resume`s (adult) or leaves for `responsibleGamblingHref`. */
export async function checkAgeThen(
  resume: () => void,
  responsibleGamblingHref: string,
): Promise<void> {
  const result = await verifyAge();
  if (result === 'adult') {
    writeAgeAnswer(true);
    resume();
  } else if (result === 'minor') {
    writeAgeAnswer(false);
    location.assign(responsibleGamblingHref);
  }
}

/**
 * Whether a /go/ address loaded directly may lead to the operator, as a click on it may (product
 * §4): once the gates are answered, never after a 'no', and after a date of birth where the
 * kept yes is too old.
 */
export async function operatorAllowed(o: {
  ageRegulated: boolean;
  responsibleGamblingHref: string;
}): Promise<boolean> {
  if (!(await whenGatesAnswered()) || readAgeAnswer() === 'no') return false;
  if (!ageCheckDue(o.ageRegulated)) return true;
  let adult = false;
  await checkAgeThen(() => {
    adult = true;
  }, o.responsibleGamblingHref);
  return adult;
}
