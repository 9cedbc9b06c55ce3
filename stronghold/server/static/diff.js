// The changes an update carries instead of the whole table (its view and panels): applied to
// the table this page holds, in order (stronghold/server/diff.py makes them). A change is
// [path, value] (set the key or index the path names; the index one past a list's end
// appends) or [path] (remove the key, or the list's item: the items after it move up).

export function applyChanges(table, changes) {
  for (const change of changes) {
    const path = change[0];
    if (!path.length) throw new Error("a change names no place");
    let parent = table;
    for (const step of path.slice(0, -1)) parent = parent[step];
    const last = path[path.length - 1];
    if (change.length === 1) {
      if (Array.isArray(parent)) parent.splice(last, 1);
      else delete parent[last];
    } else {
      parent[last] = change[1];
    }
  }
  return table;
}
