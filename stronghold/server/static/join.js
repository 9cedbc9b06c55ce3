// An invitation to a person's seat: show which game and seat it is; take the seat only when
// the person clicks (a link preview never takes it), then go to the seat's own play page.

const invitation = decodeURIComponent(location.pathname.split("/").pop());
const facts = document.getElementById("facts");
const take = document.getElementById("take");
const error = document.getElementById("error");
const api = `/api/invitations/${encodeURIComponent(invitation)}`;

async function answer(response) {
  const body = await response.json().catch(() => ({ error: `the server answered ${response.status}` }));
  if (!response.ok) throw new Error(body.error || `the server answered ${response.status}`);
  return body;
}

async function show() {
  try {
    const seat = await answer(await fetch(api));
    document.getElementById("what").textContent = `Seat ${seat.seat} of game #${seat.id} (${seat.game})`;
    facts.textContent = "This seat is waiting for you.";
    take.disabled = false;
  } catch (problem) {
    facts.textContent = "";
    error.textContent = `${problem.message} (a seat is taken once, by whoever opens its invitation first).`;
  }
}

take.addEventListener("click", async () => {
  take.disabled = true;
  try {
    const seat = await answer(await fetch(api, { method: "POST" }));
    location.replace(`/play/${encodeURIComponent(seat.token)}`);
  } catch (problem) {
    error.textContent = problem.message;
  }
});

show();
