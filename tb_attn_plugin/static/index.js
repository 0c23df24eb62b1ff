export function render(){document.body.textContent="placeholder"}
