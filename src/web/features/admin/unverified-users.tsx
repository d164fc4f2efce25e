import { Card } from "../../components/ui/page";

export interface UnverifiedUser {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

/** Seed section 7: the 20 newest unverified users. */
export function UnverifiedUsers({ users }: { users: UnverifiedUser[] }) {
  return (
    <Card title="Unverified users">
      {users.length === 0 ? (
        <p className="text-sm text-slate-600">Every renter is verified.</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm">
          {users.map((u) => (
            <li key={u.id} className="flex justify-between gap-2 py-2">
              <span>
                {u.name} <span className="text-slate-600">{u.email}</span>
              </span>
              <span className="text-slate-600">joined {new Date(u.createdAt).toLocaleDateString("en-MY")}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
