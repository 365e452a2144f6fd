// The browser entry: never hydrates the page; wakes islands on their triggers (SPEC §4).
document.documentElement.dataset.booted = 'true';
