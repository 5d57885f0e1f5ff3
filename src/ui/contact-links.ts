// Phone numbers are written for people ("(903) 555-0148"); tel: links need the digits only.
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
