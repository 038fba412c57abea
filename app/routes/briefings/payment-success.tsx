import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { PENDING_KEY, TEXT } from "../../../common/briefings";
import { briefingKeys } from "~/components/briefings/briefings-api";

export const meta = () => [{ title: "Payment successful · Tidings" }];
export const handle = { breadcrumb: "Payment successful" };

const REDIRECT_SECONDS = 5;

/** Shown after checkout. It activates nothing: the payment provider's verified event does that. */
export default function PaymentSuccess() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [left, setLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    localStorage.removeItem(PENDING_KEY);
    void qc.invalidateQueries({ queryKey: briefingKeys.all });
    const started = Date.now();
    const tick = setInterval(() => {
      const remaining = REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000);
      if (remaining <= 0) {
        clearInterval(tick);
        navigate("/manage", { replace: true });
      } else setLeft(remaining);
    }, 250);
    return () => clearInterval(tick);
  }, [navigate, qc]);

  return (
    <section className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <div className="card flex flex-col items-center p-8 text-center shadow-sm">
        <span className="grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-600">
          <CheckCircle2 className="size-8" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink">{TEXT.paymentSuccess}</h1>
        <p className="mt-2 text-muted">
          Thank you! Your briefing starts as soon as the payment is confirmed.
        </p>
        <p className="mt-6 text-sm text-slate-500" aria-live="polite">
          Redirecting to your briefings in {left} second{left === 1 ? "" : "s"}…
        </p>
        <button
          type="button"
          className="btn btn-primary mt-4"
          onClick={() => navigate("/manage", { replace: true })}
        >
          Go to Manage now
        </button>
      </div>
    </section>
  );
}
