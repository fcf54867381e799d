type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

/** The app hands in the router's navigate so lib code can move without a full reload. */
export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigateTo(to: string): void {
  navigator(to);
}
